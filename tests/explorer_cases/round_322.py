"""Round 322: a LibreOffice Calc sheet saved as flat XML (.fods): a findings table whose cells carry comments
(office:annotation) before their paragraphs, a struck cell with a wrong site that a later row says is wrong, a site
named beside the module that defines its class, and a second sheet of related patches and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_second_fods_sheet_embedding_amp.md"

TITLE = "three-hundred-and-twenty-second-round report (a Calc sheet as flat XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.embedding.amp_alignment",
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.Embedding.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/embedding_amp_patches.py"}),
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "torchtitan.embedding.amp_alignment",
            "upstream.symbols": {"torch.nn.Embedding.__init__"},
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
        },
        # The module named in passing; the struck site; the related patch's flag and site.
        nowhere=("torch.nn.modules.sparse", "Embedding.forward", "enable_weight_tying", "apply_fsdp"),
        mentioned=("primus_turbo.enable_embedding_autocast",),
    ),
}
