"""Tapestry: the Automa and the Shadow Empire (Czech Automa rulebook, shared/seeds/002)."""
