"""The store stage: one interface (base), the embedded Oxigraph store (local) with its staging and snapshots, remote SPARQL stores, and the worker processes that evaluate SPARQL."""
