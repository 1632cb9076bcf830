"""Round 346: a mailing list's digest saved as MIME: a masthead and a list of topics, then a multipart/digest part whose
five messages are each a message/rfc822 part with its own headers over a plain-text body; the helper file the first
message asks about, the patch that installs its class, a retracted site, the gate in words and a companion thread."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_forty_sixth_mime_digest_resettable_data_iterator.md"

SITES = (
    "megatron.bridge.data.loaders.get_train_valid_test_num_samples",
    "megatron.bridge.data.samplers.build_pretraining_data_loader",
    "megatron.bridge.data.loaders.build_train_valid_test_data_loaders",
    "megatron.bridge.data.loaders.build_train_valid_test_data_iterators",
    "megatron.bridge.training.eval.evaluate",
    "megatron.bridge.peft.lora.LoRA",
    "megatron.bridge.peft.lora.VLMLoRA",
)

TITLE = "three-hundred-and-forty-sixth-round report (a mailing list's MIME digest)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "upstream.symbols": set(SITES) | {"megatron.bridge.data.loaders.ResettableDataIterator"},
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/resettable_data_iterator.py",
                    "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py",
                }
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-bridge", None), ("megatron-core", None), ("transformer-engine", None)},
        },
        # Read from the second message's body: each message of the digest is read, not blanked as an attachment; its
        # sites are a plain-text list, one path to an indented line without bullets, under "also swaps these:".
        required={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "enable.phase": "before_train",
            "upstream.sites": set(SITES),
        },
        # "sets replaying=False, replay_pos=0" on the iterator the clause acts on: no config the run sets.
        nowhere=("'replaying'", "'replay_pos'", "USE_TE_SWIGLU'"),
        mentioned=(*SITES, "is_llama2_70b_mlperf", "PRIMUS_PATCHES"),
    ),
}
