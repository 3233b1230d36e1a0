import Foundation
import Testing
@testable import ViewKit

/// `Measurement.FormatStyle`, which this platform's Foundation lacks: the number in the locale's
/// digits and the unit wide (British spellings), abbreviated or narrow, in `Text` and in a key.
@Suite struct MeasurementFormatStyleTests {
    let weight = Measurement(value: 70, unit: UnitMass.kilograms)
    let temperature = Measurement(value: 37.5, unit: UnitTemperature.celsius)
    let british = Locale(identifier: "en_GB")

    @Test func threeWidths() {
        #expect(weight.formatted(.measurement(width: .abbreviated).locale(british)) == "70 kg")
        #expect(weight.formatted(.measurement(width: .wide).locale(british)) == "70 kilograms")
        #expect(weight.formatted(.measurement(width: .narrow).locale(british)) == "70kg")
        #expect(Measurement(value: 1, unit: UnitMass.kilograms).formatted(.measurement(width: .wide)) == "1 kilogram")
        #expect(Measurement(value: 180, unit: UnitLength.centimeters).formatted(.measurement(width: .wide)) == "180 centimetres")
        #expect(Measurement(value: 11, unit: UnitMass.stones).formatted(.measurement(width: .wide)) == "11 stone")
    }

    @Test func temperaturesTakeTheDegreeSignWithoutASpace() {
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(british)) == "37.5°C")
        #expect(temperature.formatted(.measurement(width: .wide).locale(british)) == "37.5 degrees Celsius")
        #expect(temperature.formatted(.measurement(width: .abbreviated, hidesScaleName: true).locale(british)) == "37.5°")
        #expect(temperature.formatted(.measurement(width: .wide, hidesScaleName: true).locale(british)) == "37.5 degrees")
    }

    @Test func unitsAbbreviatedAsIOSWritesThem() {
        #expect(Measurement(value: 2, unit: UnitDuration.hours).formatted(.measurement(width: .abbreviated)) == "2 hr")
        #expect(Measurement(value: 2, unit: UnitDuration.hours).formatted(.measurement(width: .narrow)) == "2h")
        #expect(Measurement(value: 450, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated)) == "450 kcal")
        #expect(Measurement(value: 5.2, unit: UnitConcentrationMass.millimolesPerLiter(withGramsPerMole: 386.65))
                    .formatted(.measurement(width: .wide)) == "5.2 millimoles per litre")
        // A unit not listed is written with its symbol.
        #expect(Measurement(value: 3, unit: UnitPressure.bars).formatted(.measurement(width: .wide)) == "3 bar")
    }

    @Test func theNumberFollowsTheLocaleAndTheStyleGiven() {
        let long = Measurement(value: 1234.5, unit: UnitLength.kilometers)
        #expect(long.formatted(.measurement(width: .abbreviated).locale(british)) == "1,234.5 km")
        #expect(long.formatted(.measurement(width: .abbreviated).locale(Locale(identifier: "de_DE"))) == "1.234,5 km")
        let oneDecimal = FloatingPointFormatStyle<Double>().precision(.fractionLength(1))
        #expect(weight.formatted(.measurement(width: .abbreviated, usage: .personWeight, numberFormatStyle: oneDecimal).locale(british))
                    == "70.0 kg")
        #expect(weight.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(british)) == "70 kg")
    }

    @Test func inTextAndInAKey() {
        #expect(Text(weight, format: .measurement(width: .wide)).content == "70 kilograms")
        #expect(Text("Weight: \(weight, format: .measurement(width: .abbreviated))").content == "Weight: 70 kg")
        #expect(Text(temperature, format: .measurement(width: .abbreviated, usage: .person)).content == "37.5°C")
    }
}
