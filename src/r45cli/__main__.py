"""`python -m r45cli` runs the same CLI as the `r45` command."""

from .cli import main

main()
