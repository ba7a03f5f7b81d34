"""The query stage: named `.rq` queries and name resolution, lineage, NET-new, claims, origins, impact, retractions, identity, the detectors and the stored register."""
