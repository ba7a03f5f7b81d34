"""The seventh zoo: two layouts (a Markdown lab notebook, a fixed-width plain-text ledger) a third
helper wrote from the zoo4 facts model without reading the extractor. Held out when first scored
(stop 30, at a505a79: md_notebook names 0/0 with 6 wrong, statuses 0.64/0.32, faults 0.50/0.29,
2 false findings; txt_ledger names 1.00/0.05, statuses 1.00/0.05); the reader was then improved
on them, so they are a regression zoo now."""
