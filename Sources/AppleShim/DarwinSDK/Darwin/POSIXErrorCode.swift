/// Darwin's error numbers: the Darwin overlay's `POSIXErrorCode` and the `E…` constants of
/// <sys/errno.h>, with Darwin's values (several differ from Linux: `EAGAIN` is 35 here, 11 there).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/errno.h
// From: swiftlang/swift stdlib/public/Platform/POSIXError.swift
public enum POSIXErrorCode: Int32, Sendable {
    case EPERM = 1, ENOENT = 2, ESRCH = 3, EINTR = 4, EIO = 5, ENXIO = 6, E2BIG = 7, ENOEXEC = 8
    case EBADF = 9, ECHILD = 10, EDEADLK = 11, ENOMEM = 12, EACCES = 13, EFAULT = 14, ENOTBLK = 15
    case EBUSY = 16, EEXIST = 17, EXDEV = 18, ENODEV = 19, ENOTDIR = 20, EISDIR = 21, EINVAL = 22
    case ENFILE = 23, EMFILE = 24, ENOTTY = 25, ETXTBSY = 26, EFBIG = 27, ENOSPC = 28, ESPIPE = 29
    case EROFS = 30, EMLINK = 31, EPIPE = 32, EDOM = 33, ERANGE = 34, EAGAIN = 35
}

public var EPERM: Int32 { 1 }
public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EIO: Int32 { 5 }
public var EBADF: Int32 { 9 }
public var ENOMEM: Int32 { 12 }
public var EACCES: Int32 { 13 }
public var EEXIST: Int32 { 17 }
public var ENOTDIR: Int32 { 20 }
public var EISDIR: Int32 { 21 }
public var EINVAL: Int32 { 22 }
public var ENOSPC: Int32 { 28 }
public var EPIPE: Int32 { 32 }
public var EAGAIN: Int32 { 35 }

/// The calling thread's `errno` (the Darwin overlay's accessor over `__error()`).
public var errno: Int32 {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
}
