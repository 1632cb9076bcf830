"""Round 272: a Confluence page as its REST API returns it, the whole page body one JSON string of storage-format
XHTML: tables, code macros, a struck condition corrected in a warning box, a second site claimed and retracted, the
weight-tying FSDP patch in an expand macro, and a task list of open questions."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_second_confluence_rest_json_embedding_amp.md"

TITLE = "two-hundred-and-seventy-second-round report (a Confluence page as REST JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.embedding.amp_alignment",
            "feature.summary": frozenset({None, "Align nn.Embedding outputs with AMP/autocast dtype"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.Embedding.__init__", "torch.nn.modules.sparse.Embedding.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/embedding_amp_patches.py"}),
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.embedding.amp_alignment", "enable.phase": "setup"},
        # The struck gate; the retracted site; the weight-tying patch's hooks and flag.
        nowhere=("enable_primus_turbo'", "EmbeddingBag", "apply_fsdp", "fully_shard", "enable_weight_tying"),
        mentioned=("primus_turbo.enable_embedding_autocast", "EmbeddingBag"),
    ),
}
