"""The stored hands edited in place (corrections make no copy of the evening), against a plain
list: records of every size, chunks split and let go."""

from checks import equal
from core.session import _CHUNK, HandStore


def blob(size, mark):
    return bytes((mark + i) & 0xFF for i in range(size))


def test_hand_store_edits_in_place_like_a_list():
    store = HandStore()
    model = []
    seed = 7
    for step in range(600):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        size = 1 + seed % 255 if step % 5 == 0 else 1 + seed % 20
        action = (seed >> 8) % 4 if model else 0
        index = (seed >> 12) % len(model) if model else 0
        if action == 0:
            store.append(blob(size, step))
            model.append(blob(size, step))
        elif action == 1:
            store.replace(index, blob(size, step))
            model[index] = blob(size, step)
        elif action == 2:
            store.remove(index)
            del model[index]
        else:
            store.remove(len(model) - 1)
            model.pop()
        equal(len(store), len(model), "step {}".format(step))
        for number in range(len(store.chunks)):
            used = store.used[number]
            equal((0 < used <= _CHUNK, store.counts[number] > 0), (True, True), "chunk in use")
    equal(list(store), model, "same records in the same order")
    equal([store[i] for i in range(len(model))], model, "each found by its index")
