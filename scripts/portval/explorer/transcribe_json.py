"""A recorded call transcribed by a speech service (AWS Transcribe's output JSON), read as the words it holds.

The output holds the whole call's words three times: once as one transcript string, once word by word as ``items``
(each a word or a punctuation mark with its times, confidence and speaker), and once more cut into ``audio_segments``
per speaker turn; the service often writes it all on one line. Read as JSON prose, every single word item and every
segment is a sentence of its own, each fact is said twice, and a word such as "rebinds" in a retracted question reads as
a statement. Here the transcript is read once, on the line that holds it, as one paragraph; the items, the segments and
every other line are blank.
"""

from __future__ import annotations

import re

from .json_exports import loaded_json


def transcribe_output(text: str) -> dict | None:
    """The output of a transcription job (``results`` with ``transcripts`` and ``items``), or None for any other text."""
    document = loaded_json(text)
    results = document.get("results") if isinstance(document, dict) else None
    if not isinstance(results, dict) or not isinstance(results.get("transcripts"), list) or "items" not in results:
        return None
    return document


def transcribe_lines(lines: list[str], document: dict) -> list[str]:
    """The call's transcript on the line that holds it (see the module's docstring); every other line blank."""
    out = [""] * len(lines)
    at = next((i for i, line in enumerate(lines) if re.search(r'"transcript"\s*:', line)), 0)
    out[at] = " ".join(t["transcript"] for t in document["results"]["transcripts"] if isinstance(t, dict) and isinstance(t.get("transcript"), str))
    return out
