"""Round 289: a Confluence page exported "to Word": a .doc that is MIME HTML, its page in quoted-printable (soft line
breaks inside names), a phase stated and retracted in a warning panel, a config file's default shown as
``dataloader_mp_context: null``, and a companion patch's section."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_ninth_confluence_word_export_dataloader_mp_context.md"

TITLE = "two-hundred-and-eighty-ninth-round report (a Confluence page exported to Word as MIME HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.dataloader_mp_context", "requires.packages": {("torch", None)}},
        # A name cut at a soft line break; the retracted phase; the key at its null default; the companion's gate.
        nowhere=("datalo ", "torch.utils.data.datalo", "setup", "dataloader_mp_context", "PRIMUS_MLPERF", "build_pretraining_data_loader"),
        mentioned=("dataloader_mp_context", "torch.utils.data.DataLoader.__init__"),
    ),
}
