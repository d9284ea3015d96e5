"""Root's GUI: the clearing map, the pieces palette, the faction boards, the setup form and checklist,
Root's words (reasons.py), built by RootWorkspace (workspace.py), which Root's registration names."""
