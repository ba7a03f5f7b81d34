"""The ninth zoo: four layouts (a Markdown review checklist of task items, an HTML page of
<article> cards with <time> and <data>, a plain-text outline indented by tabs, a traditional-
Chinese brief written as questions and answers) a helper wrote from the zoo4 facts model
without reading the extractor. Held out when first scored (stop 32: faq_hant names 0/0,
sections 1.00/0.35, entries 0 and 4 false findings; outline sections 1.00/0.55 and 3 false
findings; cards baseline 0 and a living document's metric names read as works; checklist
entries 0.80/0.80); the reader was then improved on them, so they are a regression zoo now."""
