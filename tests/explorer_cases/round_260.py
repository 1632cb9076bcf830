"""Round 260: a notebook exported to HTML by nbconvert: thirteen thousand lines of style sheet, then Markdown cells
rendered to HTML with headings sharing a line with their first paragraph, code cells with highlighted spans, printed
outputs, a retracted guess that it wraps aiter's loader, a struck-out claim about its variable, and the TE spec
provider patch set apart."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixtieth_nbconvert_html_aiter_deepbind.md"

TITLE = "two-hundred-and-sixtieth-round report (a notebook's HTML export)"
_FILE = "primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, _FILE}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("transformer_engine", None), ("primus_turbo", None)},
        },
        required={"feature.id": "megatron.turbo.aiter_deepbind", "enable.phase": "before_train"},
        # The retracted guess; the struck-out value; the TE spec provider patch's sites.
        nowhere=("aiter.jit", "get_module", "TESpecProvider", "te_spec_provider"),
        mentioned=("PRIMUS_AITER_DEEPBIND", "use_turbo_attention", "enable_primus_turbo", "importlib.import_module"),
    ),
}
