"""`make test` runs a parametrized test at each value of each parameter, not at each combination
(conftest.each_value_once): checked on stand-in items, without a browser."""
from itertools import product
from types import SimpleNamespace

from conftest import each_value_once


def items(module, name, **axes):
    """Stand-ins for pytest's items of `name`: one per combination of the axes' values, in pytest's order."""
    names = list(axes)
    return [SimpleNamespace(nodeid=f"{name}[{'-'.join(map(str, values))}]", path=module.__name__, module=module,
                            originalname=name, callspec=SimpleNamespace(params=dict(zip(names, values))))
            for values in product(*axes.values())]


def covered(kept, axis):
    return {item.callspec.params[axis] for item in kept}


def test_every_value_of_every_parameter_runs_in_as_many_runs_as_the_longest_axis():
    games, sizes = ["tictactoe", "ultimate", "minesweeper", "wordsearch"], ["360", "390", "844", "1366", "320"]
    kept, skipped = each_value_once(items(SimpleNamespace(__name__="m"), "t", game=games, size=sizes))
    assert len(kept) == 5 and len(skipped) == 15
    assert covered(kept, "game") == set(games) and covered(kept, "size") == set(sizes)


def test_a_test_over_one_parameter_and_a_module_of_every_combination_run_whole():
    one, _ = each_value_once(items(SimpleNamespace(__name__="m"), "t", size=["360", "844", "1366"]))
    assert len(one) == 3
    every = SimpleNamespace(__name__="layout", EVERY_COMBINATION=True)
    whole, skipped = each_value_once(items(every, "t", size=["360", "844"], level=["a", "b", "c"]))
    assert len(whole) == 6 and not skipped


def test_tests_without_parameters_and_the_order_stay():
    plain = SimpleNamespace(nodeid="plain", path="m", module=SimpleNamespace(), originalname="plain")
    matrix = items(SimpleNamespace(__name__="m"), "t", js=[False, True], size=["360", "1366"])
    kept, _ = each_value_once([plain] + matrix)
    assert kept[0] is plain and len(kept) == 3
    assert [item.nodeid for item in kept[1:]] == [item.nodeid for item in matrix if item in kept]
