"""Round 369: a Databricks notebook exported as source ("# COMMAND ----------" between cells, Markdown cells behind
"# MAGIC %md", shell cells behind "# MAGIC %sh", widgets and a %pip cell): the site, a second site a correction
paragraph takes back, the gate in a table and in words, and a companion patch under a "Related" heading."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixty_ninth_databricks_source_gdn_rocm_gate.md"

SITE = "megatron.core.ssm.gated_delta_net.GatedDeltaNet.forward"

TITLE = "three-hundred-and-sixty-ninth-round report (a Databricks notebook's source export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ssm.gdn_rocm_gate",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/gdn_rocm_gate_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("experimental_attention_variant", "gated_delta_net")},
            "requires.packages": {("torch", None), ("megatron-core", None), ("fla", None), ("flash-linear-attention", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # Each Markdown cell read as Markdown: the correction's paragraph above is the one it takes back.
        required={"feature.id": "megatron.ssm.gdn_rocm_gate", "enable.phase": "before_train", "upstream.sites": {SITE}},
        nowhere=("experimental_attention_variant_module_specs", "gdn_config", "use_fla_kda_in_kernel_gate"),
        mentioned=(SITE, "experimental_attention_variant", "line 81"),
    ),
}
