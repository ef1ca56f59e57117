"""The view model: every page r45 shows, built once as data (model.py) from the computed example.

Drawers turn it into rich renderables (render/), linear text (plain/), files
(exports/) and JSON; nothing here draws. Import the module you need.
"""
