"""Tapestry's GUI: the small map, the four tracks, the Automa's income mat, the decision pair."""
