// The SwiftUI the adapters and the fidelity suite use. `View` is a `@preconcurrency
// @MainActor` protocol (SwiftUICore since iOS 18, SwiftUI before) whose modifiers are
// `nonisolated` (the interface's `extension SwiftUICore.View { nonisolated public func
// accessibilityValue… }`); views are structs built from `@ViewBuilder` closures. Result types of
// modifiers are one opaque-by-use `ModifiedContent`: code that names SwiftUI's concrete result
// types is not checked here. Available since iOS 13, macOS 10.15, tvOS 13: older than every
// floor, so no annotation matters below them.
// From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
import UIKit

@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct VStack<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension View {
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, Never> { fatalError() }
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, Never> { fatalError() }
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, Never> { fatalError() }
}

/// `UIHostingController`: a main-actor `UIViewController` subclass (iOS 13); `safeAreaRegions`
/// and `sizingOptions` are iOS 16.4 and iOS 16.0.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init() }
    public var rootView: Content { get { fatalError() } set {} }
    @available(iOS 16.4, tvOS 16.4, *)
    public var safeAreaRegions: SafeAreaRegions { get { fatalError() } set {} }
    @available(iOS 16.0, tvOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions { get { fatalError() } set {} }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
