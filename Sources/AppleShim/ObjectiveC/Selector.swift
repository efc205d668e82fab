#if os(Linux)
import Foundation

/// The Objective-C runtime's selector (Foundation on Linux has none). Only its name matters
/// here. The overlay declares it `@unchecked Sendable`, Equatable and Hashable.
// From: apple-oss-distributions/objc4 ObjectiveC/ObjectiveC.swift
@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)
public struct Selector: Hashable, @unchecked Sendable {
    // Test support: the method name (the runtime keeps an opaque pointer); `package` so that
    // the stand-in SDK's UIKit (a module of its own there) reads it too.
    package let name: String

    /// Spelled `Selector(("name"))` at call sites.
    public init(_ str: String) {
        name = str
    }
}

/// Not annotated for availability: available since Foundation.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSObjCRuntime.h
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
#endif
