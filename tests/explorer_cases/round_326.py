"""Round 326: a notebook exported by ``jupyter nbconvert --to script``: the shebang and coding lines, ``# In[N]:`` cell
markers, Markdown cells as ``#`` comments (a struck alias taken back, a companion patch, open questions), and code
cells that import and inspect upstream (``torch.version.hip``, ``inspect.getsource``)."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_sixth_nbconvert_script_gdn_rocm_gate.md"

TITLE = "three-hundred-and-twenty-sixth-round report (a notebook exported as a script)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ssm.gdn_rocm_gate",
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.ssm.gated_delta_net.GatedDeltaNet.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/gdn_rocm_gate_patches.py"}),
            "enable.flags": {("experimental_attention_variant", "gated_delta_net")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None), ("flash-linear-attention", None), ("fla", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.ssm.gdn_rocm_gate", "feature.patch_style": "source_rewrite", "enable.phase": "before_train"},
        # What the notebook's cells inspect; the companion patch's class and id.
        nowhere=("torch.version.hip", "inspect.getsource", "TransformerConfig", "gdn_config"),
        mentioned=("experimental_attention_variant",),
    ),
}
