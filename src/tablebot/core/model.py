"""The frozen model base every snapshot, action and reason derives from."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Immutable, hashable, JSON-only model; unknown fields are an error (a foreign save fails loudly)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
