"""The render stage: text views, HTML reports and provenance maps."""
