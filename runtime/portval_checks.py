# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""What the generated PyTorch tests, bench_parity.py and dump_reference.py call as ``checks.NAME``.

The checks live in modules by topic, each of one job: portval_core (thresholds,
the adapter, requirements, order, the skip tally), portval_sites (bindings, the
runtime sweep, call counters), portval_compare (closeness, error ratio, SNR),
portval_training (training steps), portval_parity (A/B timing and its
statistics), and their PyTorch sides portval_torch (dtypes, torchrun, running a
module, the comparisons), portval_torch_runs (the runs the tests compare,
Primus's reference) and portval_torch_timing (device timing, peak memory).
This module gathers the names the generated files use (re-exported: hence the
noqa on the named imports), so that each of them imports one module.
portval_core's are its ``__all__``, the one list portval_jax.py re-exports too.
"""

from __future__ import annotations

from portval_core import *  # re-exported: portval_core.__all__, the names the generated files call as checks.NAME
from portval_parity import Variant  # noqa: F401
from portval_sites import (  # noqa: F401
    assert_called,
    assert_port_active,
    assert_restored,
    assert_swept,
    capture_pristine,
    port_objects,
    replaced_objects,
)
from portval_torch import (  # noqa: F401
    TORCH_DTYPES,
    Adapter,
    assert_bitwise_equal,
    assert_close,
    assert_error_ratio,
    assert_finite,
    assert_port_built,
    assert_snr,
    destroy_distributed,
    init_distributed,
    launched_by_torchrun,
    named_tensors,
    pick_device,
    platform_problem,
    rank,
    run_module,
    slowest_rank,
    world_size,
)
from portval_torch_runs import (  # noqa: F401
    assert_same_gradient_flow,
    call_counter,
    capture_upstream,
    count_port_calls,
    dump_reference_entry,
    feature_off_after_port,
    gradient_flow_runs,
    installed_versions,
    load_reference,
    paired_runs,
    repeated_ported_runs,
    run_against_reference,
    tensors_of,
    train_losses,
    train_run,
)
from portval_torch_timing import (  # noqa: F401
    bench_inputs_hook,
    measure_parity,
    peak_memory,
    production_settings,
    timer_for,
)
from portval_training import assert_finite_losses, assert_trains_like_baseline  # noqa: F401
