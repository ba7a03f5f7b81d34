"""The readers of each document kind (line rules over the canonical layout of `segment`)."""
