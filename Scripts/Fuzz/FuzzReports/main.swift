import FuzzSupport

runFuzzer(fuzzReports)
