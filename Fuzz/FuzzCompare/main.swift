import FuzzSupport

runFuzzer(fuzzCompare)
