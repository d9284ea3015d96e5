"""The Expeditions views: the three regions as rows of hex locations, the Automa's progress track,
glory card and decision card, the table's editor, the proposal with its reasons and the setup dialog."""
