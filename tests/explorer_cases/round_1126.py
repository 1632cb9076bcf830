"""Round 1126: a Rust launcher's src/lib.rs whose `//!` and `///` doc comments hold the findings: the neighbouring
`turbo_attention` patch's docs inside `pub mod neighbour` (its four `Attention` sites), a `#[deprecated]` first-pass
`apply_rotary_emb` site, a made-up config in a block comment and a `// TODO: someone said ...` env var."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_sixth_rustdoc_lib_rs_gptoss_sink_attention.md"

TITLE = "one-thousand-one-hundred-and-twenty-sixth-round report (a Rust crate's doc comments)"
CASES = {
    f"{REPORT}@torchtitan.primus_turbo.gptoss_sink_attention": Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.summary': frozenset({'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.primus_file': frozenset({'primus/backends/torchtitan/models/gpt_oss/model/model.py', None}),
            'implementation.turbo': frozenset({'primus_turbo.pytorch.ops.flash_attn_func', None}),
            'requires.packages': {('primus_turbo', None), ('torchtitan', None)},
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=(
            'llama3', 'llama4', 'qwen3', 'apply_rotary_emb', 'triton', 'PRIMUS_TURBO_SINK_BACKEND', '0.2.0',
        ),
        mentioned=(
            'torchtitan.models.llama3.model.model', 'apply_rotary_emb',
        ),
    ),
}
