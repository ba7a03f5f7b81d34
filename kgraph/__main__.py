"""`python -m kgraph` runs the command line."""

from kgraph.cli import main

main()
