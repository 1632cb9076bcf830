"""Round 1136: an RPM spec whose comments, %description and %changelog hold the findings: a header comment's `__iter__`
site the newest changelog entry corrects, "There is no from-import alias" naming the class's module path, a %if-guarded
Turbo build requirement, the neighbour `validation_data_loader` with `PRIMUS_MLPERF`, and older changelog entries with a
setup phase and a torch bound."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_sixth_rpm_spec_dataloader_mp_context.md"

TITLE = "one-thousand-one-hundred-and-thirty-sixth-round report (an RPM spec file)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.summary': frozenset({'Set DataLoader.multiprocessing_context from the module param to avoid SIGSEGV caused by fork()-hostile native state (RDMA MRs, HIP runtime, IPC handles).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'implementation.primus': frozenset({'primus.backends.megatron.patches.dataloader_patch._install_dataloader_monkeypatch', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/dataloader_patch.py', None}),
            'requires.packages': {('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            '__iter__', 'dataloader.DataLoader', 'Enable', 'rocm', 'transformer_engine', 'primus-turbo',
            'PRIMUS_MLPERF', 'validation_data_loader', '2.1', 'setup',
        ),
        mentioned=(
            'torch.utils.data.DataLoader.__iter__', 'torch.utils.data.dataloader.DataLoader', 'PRIMUS_MLPERF=1',
        ),
    ),
}
