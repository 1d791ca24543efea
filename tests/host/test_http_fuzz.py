"""A bounded sample of hostile pushes against the endpoint's app and a real store file (the long
run, 100,000 and more: bench/store_http_fuzz.py): no crash, an answer with a known status,
and nothing stored from a push that is refused."""

from http_fuzzing import CASES, Rig
from hypothesis import HealthCheck, given, settings

RELAXED = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
RIG = []


def _rig():
    if not RIG:
        RIG.append(Rig())
    return RIG[0]


@settings(max_examples=400, deadline=None, suppress_health_check=RELAXED)
@given(CASES)
def test_hostile_pushes_get_an_answer_and_leave_no_partial_write(case):
    _rig().check(case)


def test_the_sample_reached_the_store_and_every_refusal():
    # The strategies must reach beyond authentication: pushes stored, and each refusal.
    if not _rig().outcomes:  # run alone (-k): the sample first
        test_hostile_pushes_get_an_answer_and_leave_no_partial_write()
    outcomes = _rig().outcomes
    assert outcomes.get(200, 0) > 0 and outcomes.get(401, 0) > 0, outcomes
    assert outcomes.get(400, 0) + outcomes.get(409, 0) > 0, outcomes
