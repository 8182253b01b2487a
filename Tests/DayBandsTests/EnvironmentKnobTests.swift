import Testing
@testable import DayBandsSettings

/// The live mode's numeric environment knobs: `inf` or `1e300` seconds once
/// crashed inside URLSession.
@Suite struct EnvironmentKnobTests {
    @Test(arguments: ["inf", "-inf", "nan", "1e300", "0", "-5", "3601", "15s", " 5", "0x"])
    func refusesWhatIsNotAFiniteNumberWithinBounds(_ text: String) {
        let error = #expect(throws: UsageError.self) {
            try EnvironmentKnob.nightscoutTimeout.value(in: ["DAYBANDS_NIGHTSCOUT_TIMEOUT": text])
        }
        #expect(error?.description == "DAYBANDS_NIGHTSCOUT_TIMEOUT takes a number of seconds from 0.001 to 3600")
    }

    @Test func readsANumberWithinBoundsOrNothing() throws {
        #expect(try EnvironmentKnob.pollSeconds.value(in: ["DAYBANDS_POLL_SECONDS": "0.05"]) == 0.05)
        #expect(try EnvironmentKnob.lookBackHours.value(in: [:]) == nil)
        #expect(try EnvironmentKnob.lookBackHours.value(in: ["DAYBANDS_FOLLOW_LOOKBACK_HOURS": ""]) == nil)
        #expect(throws: UsageError("DAYBANDS_FOLLOW_LOOKBACK_HOURS takes a number of hours from 1 to 72")) {
            try EnvironmentKnob.lookBackHours.value(in: ["DAYBANDS_FOLLOW_LOOKBACK_HOURS": "0.5"])
        }
    }
}
