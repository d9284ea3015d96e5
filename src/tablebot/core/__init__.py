"""Game-independent engine pieces: frozen models, reasons, ranking, seeded RNG, save envelope.

Pure Python: nothing under core/ or games/ may import Qt (a test checks it).
"""
