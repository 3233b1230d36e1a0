import Foundation

/// A Metal shader function with its arguments, as SwiftUI's `Shader` (iOS 17): what
/// `colorEffect`, `distortionEffect` and `layerEffect` take, and a shape style of its own.
///
/// There is no GPU and no Metal here, so a shader is never run: a view with a shader effect is
/// drawn without the effect, a shape filled or stroked with a shader is drawn empty, and a text
/// styled with one keeps its colour. Every use leaves an annotation the audits report as
/// `shader-not-drawn` (a warning), naming the function, so a picture is never taken for what
/// iOS draws (README, Shaders).
public nonisolated struct Shader: Equatable, Sendable, ShapeStyle {
    /// The function run for each pixel.
    public var function: ShaderFunction
    /// The values passed to it after the ones SwiftUI passes itself.
    public var arguments: [Argument]
    /// Whether the output is dithered when drawn as a shape style (SwiftUI's default is on).
    public var dithersByDefault = true

    /// The shader running `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// How a shader is to be used, for `compile(as:)`.
    public nonisolated struct UsageType: Equatable, Sendable {
        let name: String
        /// As a shape style's fill.
        public static let shapeStyle = UsageType(name: "shapeStyle")
        /// As a `colorEffect`.
        public static let colorEffect = UsageType(name: "colorEffect")
        /// As a `distortionEffect`.
        public static let distortionEffect = UsageType(name: "distortionEffect")
        /// As a `layerEffect`.
        public static let layerEffect = UsageType(name: "layerEffect")
    }

    /// Compiles the shader ahead of its first use (iOS 18). There is nothing to compile here:
    /// it returns at once.
    public func compile(as type: UsageType) async throws {}

    /// One value passed to a shader function.
    public nonisolated struct Argument: Equatable, Sendable {
        nonisolated enum Value: Equatable, Sendable {
            case floats([Double])
            case color(Color)
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }
        let value: Value

        /// A `float`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { floats(x) }
        /// A `float2`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { floats(x, y) }
        /// A `float2` of a point's coordinates.
        public static func float2(_ point: CGPoint) -> Argument { floats(point.x, point.y) }
        /// A `float2` of a size's width and height.
        public static func float2(_ size: CGSize) -> Argument { floats(size.width, size.height) }
        /// A `float2` of a vector.
        public static func float2(_ vector: SIMD2<Float>) -> Argument { floats(vector.x, vector.y) }
        /// A `float3`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { floats(x, y, z) }
        /// A `float3` of a vector.
        public static func float3(_ vector: SIMD3<Float>) -> Argument { floats(vector.x, vector.y, vector.z) }
        /// A `float4`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { floats(x, y, z, w) }
        /// A `float4` of a vector.
        public static func float4(_ vector: SIMD4<Float>) -> Argument { floats(vector.x, vector.y, vector.z, vector.w) }
        /// A `half4` colour.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// A buffer of `half4` colours.
        public static func colorArray(_ colors: [Color]) -> Argument { Argument(value: .colors(colors)) }
        /// A buffer of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
        /// A texture of an image.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        /// A buffer of raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounding rectangle of what is drawn, as a `float4` (x, y, width, height).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        private static func floats<T: BinaryFloatingPoint>(_ values: T...) -> Argument {
            Argument(value: .floats(values.map { Double($0) }))
        }
    }
}

/// A function in a shader library, called with arguments to make a `Shader`, as SwiftUI's
/// `ShaderFunction`: `ShaderLibrary.ripple(.float(2))` is `ShaderFunction(library: .default,
/// name: "ripple")` called with one argument.
@dynamicCallable
public nonisolated struct ShaderFunction: Equatable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function named `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader running this function with `args`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A collection of Metal shader functions, as SwiftUI's `ShaderLibrary`: the app's default
/// library, a bundle's, or one loaded from a file or data. Its functions are named as members
/// (`ShaderLibrary.default.ripple`, or `ShaderLibrary.ripple` for the default library). Nothing
/// is loaded or compiled here (see `Shader`).
@dynamicMemberLookup
public nonisolated struct ShaderLibrary: Equatable, Sendable {
    nonisolated enum Origin: Equatable, Sendable {
        case main
        case bundle(URL)
        case file(URL)
        case data(Data)
    }
    let origin: Origin

    /// The main bundle's default library.
    public static let `default` = ShaderLibrary(origin: .main)

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(origin: .bundle(bundle.bundleURL)) }

    /// The library in the compiled Metal library file at `url`.
    public init(url: URL) { origin = .file(url) }

    /// The library in compiled Metal library `data`.
    public init(data: Data) { origin = .data(data) }

    init(origin: Origin) { self.origin = origin }

    /// The function `name` in this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` in the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

nonisolated extension Shader: ResolvableShapeStyle {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .shader(name: function.name)
    }
}

/// The annotation left wherever a shader would have run (see `Shader`); Drawing's
/// `ComponentAnnotation.UndrawnShader` spells the same keys for the audits.
public nonisolated enum ShaderAnnotation {
    /// The annotation name.
    public static let component = "Shader"
    /// Property: the shader function's name.
    public static let name = "name"
    /// Property: how it was used (`fill`, `stroke`, `foreground`, `colorEffect`, …).
    public static let use = "use"

    /// `node` marked as drawn without the shader `name` used as `use`.
    package static func marking(_ node: ResolvedNode, name: String, use: String) -> ResolvedNode {
        .annotation(component: component, properties: [ShaderAnnotation.name: name, ShaderAnnotation.use: use], node)
    }
}
