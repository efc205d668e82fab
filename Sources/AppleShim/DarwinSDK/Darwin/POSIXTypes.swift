// The C types of Darwin's libc that the checked code and the toolchain's Foundation name, with
// Darwin's widths (the Glibc ones differ: `pthread_t` is `UInt` there).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/_types.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/i386/_types.h

/// `struct _opaque_pthread_t` (sys/_pthread/_pthread_types.h): opaque to Swift code.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/_pthread/_pthread_types.h
public struct _opaque_pthread_t {}

/// `typedef struct _opaque_pthread_t *__darwin_pthread_t` and `typedef __darwin_pthread_t
/// pthread_t`: a pointer, so neither Sendable nor Hashable-by-value as Glibc's `UInt` is.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/_pthread/_pthread_t.h
public typealias pthread_t = UnsafeMutablePointer<_opaque_pthread_t>

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/pthread.h
public func pthread_self() -> pthread_t { fatalError("declaration only") }

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/pthread.h
public func pthread_main_np() -> Int32 { fatalError("declaration only") }

/// `__darwin_mode_t` is `__uint16_t`.
public typealias mode_t = UInt16
/// `__darwin_off_t` is `__int64_t`.
public typealias off_t = Int64

/// `struct timespec`: `__darwin_time_t tv_sec` (`long`) and `long tv_nsec`.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/_types/_timespec.h
public struct timespec {
    public var tv_sec: Int
    public var tv_nsec: Int
    public init() { tv_sec = 0; tv_nsec = 0 }
    public init(tv_sec: Int, tv_nsec: Int) { self.tv_sec = tv_sec; self.tv_nsec = tv_nsec }
}

/// `__darwin_pid_t` is `__int32_t`.
public typealias pid_t = Int32
/// `__darwin_useconds_t` is `__uint32_t`.
public typealias useconds_t = UInt32
