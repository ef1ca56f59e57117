"""Rendering: rich renderables that lay out computed facts and do no arithmetic of their own.

`wrap` breaks mixed zh/en lines, `layout` holds the lesson-free building
blocks, `style` every colour and mark, `panels` one function per panel kind;
the other modules are one view per command. Import the module you need
(`from r45cli.render.state import state_view`): nothing is loaded here.
"""
