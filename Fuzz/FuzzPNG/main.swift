import FuzzSupport

runFuzzer(fuzzPNG)
