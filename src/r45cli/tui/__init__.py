"""`r45 step` in full screen, built with Textual. Only `step` imports this package.

`app` holds the application (the question, the list of states, the state's
pane, the footer), `widgets` the list and the what-if pane, and `screens`
the help and "where does this number come from" overlays.
"""
