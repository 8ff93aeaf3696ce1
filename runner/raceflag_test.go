package runner

// raceEnabled: the tests run race-instrumented (raceBuild).
const raceEnabled = raceBuild
