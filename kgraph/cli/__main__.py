from kgraph.cli import main

main()
