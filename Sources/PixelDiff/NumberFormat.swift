/// Locale-free number formatting (the standard library has no `String(format:)`).
public enum NumberFormat {
    /// `value` rounded half away from zero to `places` decimals, e.g. `fixed(6.1561, places: 2) == "6.16"`.
    public static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<max(0, places) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(value) }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        let whole = units / divisor
        let sign = value < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + String(whole) }
        var fraction = String(units % divisor)
        while fraction.count < places { fraction = "0" + fraction }
        return sign + String(whole) + "." + fraction
    }

    /// A ratio (0…1) as a percentage with enough decimals to show a small non-zero share:
    /// `0.0823 → "8.23%"`, `0.0000169 → "0.0017%"`, `0 → "0%"`.
    public static func percentage(_ ratio: Double) -> String {
        let percent = ratio * 100
        if percent == 0 { return "0%" }
        if percent >= 0.01 { return fixed(percent, places: 2) + "%" }
        return fixed(percent, places: 4) + "%"
    }
}
