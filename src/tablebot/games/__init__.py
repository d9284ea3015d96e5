"""The games Tablebot runs. Each game package is pure Python (no Qt)."""
