import Foundation

/// How a measurement's unit is to be chosen, as Foundation's `MeasurementFormatUnitUsage` on
/// Apple's platforms (this platform's Foundation has none). Here every usage shows the unit the
/// measurement is in: Apple's `.general` and the person, road, weather and food usages convert
/// to the locale's preferred unit first (see README).
public nonisolated struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The usage's name.
    let name: String

    /// The unit for general use in the locale (shown as provided here).
    public static var general: Self { Self(name: "general") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(name: "asProvided") }
}

nonisolated extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight (shown as provided here).
    public static var personWeight: Self { Self(name: "personWeight") }
}

nonisolated extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's height (shown as provided here).
    public static var personHeight: Self { Self(name: "personHeight") }
    /// A distance by road (shown as provided here).
    public static var road: Self { Self(name: "road") }
}

nonisolated extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A person's temperature (shown as provided here).
    public static var person: Self { Self(name: "person") }
    /// The weather's temperature (shown as provided here).
    public static var weather: Self { Self(name: "weather") }
}

nonisolated extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy (shown as provided here).
    public static var food: Self { Self(name: "food") }
    /// Energy spent in a workout (shown as provided here).
    public static var workout: Self { Self(name: "workout") }
}

nonisolated extension Measurement where UnitType: Dimension {
    /// A measurement as text, as Foundation's `Measurement.FormatStyle` on Apple's platforms (this
    /// platform's Foundation has none): the value in the locale's digits, then the unit, wide
    /// ("70 kilograms", British spellings: "180 centimetres"), abbreviated ("70 kg", "37.5°C") or
    /// narrow ("70kg"). The unit is the one the measurement is in, whatever the usage.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much room the unit takes.
        public enum UnitWidth: Codable, Hashable, Sendable {
            /// The unit's name: "kilograms".
            case wide
            /// Its abbreviation after a space: "kg".
            case abbreviated
            /// Its shortest form, without the space: "kg".
            case narrow
        }

        /// How much room the unit takes.
        public var width: UnitWidth
        /// The locale the number is written for.
        public var locale: Locale
        /// How the unit is chosen (shown as provided here).
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; nil for the locale's plain number.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// For temperatures: the degree sign without the scale ("37.5°").
        var hidesScaleName = false

        /// A style of `width`, for `locale`, choosing units by `usage`, writing the number in
        /// `numberFormatStyle` (nil: the locale's plain number).
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// `measurement` as text.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(measurement.value)
            return MeasurementUnitNames.text(number: number, value: measurement.value, symbol: measurement.unit.symbol,
                                             width: width, hidesScaleName: hidesScaleName)
        }

        /// The style for `locale`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement as abbreviated text ("70 kg").
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement as `style` writes it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

nonisolated extension Foundation.FormatStyle {
    /// A measurement in `width` ("70 kg" abbreviated), choosing units by `usage` (as provided
    /// here), the number in `numberFormatStyle`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature in `width`; with `hidesScaleName`, the degree sign alone ("37.5°").
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        var style = Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}

/// The words and abbreviations of the units a measurement is written with, in British English,
/// found by the unit's symbol. A unit not listed is written with its symbol at every width.
nonisolated enum MeasurementUnitNames {
    /// One unit's forms: its abbreviation (nil: the symbol), narrow form (nil: the abbreviation),
    /// singular and plural names, and whether the abbreviation follows the number without a space.
    struct Forms {
        var abbreviation: String?
        var narrow: String?
        var singular: String
        var plural: String
        var attached = false
    }

    static let table: [String: Forms] = [
        "kg": Forms(singular: "kilogram", plural: "kilograms"),
        "g": Forms(singular: "gram", plural: "grams"),
        "mg": Forms(singular: "milligram", plural: "milligrams"),
        "µg": Forms(singular: "microgram", plural: "micrograms"),
        "lb": Forms(singular: "pound", plural: "pounds"),
        "oz": Forms(singular: "ounce", plural: "ounces"),
        "st": Forms(singular: "stone", plural: "stone"),
        "km": Forms(singular: "kilometre", plural: "kilometres"),
        "m": Forms(singular: "metre", plural: "metres"),
        "cm": Forms(singular: "centimetre", plural: "centimetres"),
        "mm": Forms(singular: "millimetre", plural: "millimetres"),
        "mi": Forms(singular: "mile", plural: "miles"),
        "yd": Forms(singular: "yard", plural: "yards"),
        "ft": Forms(singular: "foot", plural: "feet"),
        "in": Forms(singular: "inch", plural: "inches"),
        "°C": Forms(singular: "degree Celsius", plural: "degrees Celsius", attached: true),
        "°F": Forms(singular: "degree Fahrenheit", plural: "degrees Fahrenheit", attached: true),
        "K": Forms(singular: "kelvin", plural: "kelvins"),
        "h": Forms(abbreviation: "hr", narrow: "h", singular: "hour", plural: "hours"),
        "min": Forms(narrow: "m", singular: "minute", plural: "minutes"),
        "s": Forms(abbreviation: "sec", narrow: "s", singular: "second", plural: "seconds"),
        "ms": Forms(singular: "millisecond", plural: "milliseconds"),
        "L": Forms(singular: "litre", plural: "litres"),
        "mL": Forms(singular: "millilitre", plural: "millilitres"),
        "kCal": Forms(abbreviation: "kcal", singular: "kilocalorie", plural: "kilocalories"),
        "kJ": Forms(singular: "kilojoule", plural: "kilojoules"),
        "km/h": Forms(singular: "kilometre per hour", plural: "kilometres per hour"),
        "mph": Forms(singular: "mile per hour", plural: "miles per hour"),
        "m/s": Forms(singular: "metre per second", plural: "metres per second"),
        "mg/dL": Forms(singular: "milligram per decilitre", plural: "milligrams per decilitre"),
        "mmol/L": Forms(singular: "millimole per litre", plural: "millimoles per litre"),
        "g/L": Forms(singular: "gram per litre", plural: "grams per litre"),
    ]

    /// `number` (the formatted `value`) with the unit of `symbol` in `width`.
    static func text<UnitType>(number: String, value: Double, symbol: String, width: Measurement<UnitType>.FormatStyle.UnitWidth,
                               hidesScaleName: Bool) -> String {
        text(number: number, value: value, symbol: symbol, wide: width == .wide, narrow: width == .narrow, hidesScaleName: hidesScaleName)
    }

    private static func text(number: String, value: Double, symbol: String, wide: Bool, narrow: Bool, hidesScaleName: Bool) -> String {
        let forms = table[symbol]
        if hidesScaleName, symbol == "°C" || symbol == "°F" {
            return wide ? "\(number) \(value == 1 ? "degree" : "degrees")" : "\(number)°"
        }
        guard let forms else { return narrow ? "\(number)\(symbol)" : "\(number) \(symbol)" }
        if wide { return "\(number) \(value == 1 ? forms.singular : forms.plural)" }
        let abbreviation = forms.abbreviation ?? symbol
        if narrow { return "\(number)\(forms.narrow ?? abbreviation)" }
        return forms.attached ? "\(number)\(abbreviation)" : "\(number) \(abbreviation)"
    }
}
