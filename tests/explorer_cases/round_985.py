"""Round 985: a patch series reviewed on a mailing list, as one mailbox (the cover letter holding the deep-dive, a patch with
its diff, a reviewer quoting and correcting the priority, a Reviewed-by reply): a stream context the diff swaps and
puts back from its own copy in `finally`, the skip-float16 neighbour."""

from __future__ import annotations

from .case import Case
from .names import DISABLE_SECOND_DDP_ALLOWED

REPORT = "nine_hundred_eighty_fifth_patch_series_mbox_disable_second_ddp.md"

TITLE = "nine-hundred-and-eighty-fifth-round report (a patch series reviewed on a mailing list)"
CASES = {
    REPORT: Case(
        allowed={
            **DISABLE_SECOND_DDP_ALLOWED,
            'feature.summary': 'The patch wraps get_model so that, while the original runs, torch.cuda.stream is replaced by _noop_stream, which returns a do-nothing context manager (_DummyCtx).',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/build_model_patches.py'}),
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.summary': 'The patch wraps get_model so that, while the original runs, torch.cuda.stream is replaced by _noop_stream, which returns a do-nothing context manager (_DummyCtx).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
        },
        nowhere=('torch.cuda.stream', 'skip_float16_module', '2.39.5'),
        mentioned=(),
    ),
}
