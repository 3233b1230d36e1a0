import FuzzSupport

runFuzzer(fuzzArguments)
