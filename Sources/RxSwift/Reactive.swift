import Foundation

/// The `.rx` namespace: `Reactive<Base>` wraps a value, and extensions constrained on
/// `Base` add its reactive API (`NotificationCenter.default.rx.notification(…)`,
/// `button.rx.tap`). A writable property of a class is a `Binder` through dynamic member
/// lookup: `label.rx.text` binds to `label.text`.
@dynamicMemberLookup
public struct Reactive<Base> {
  public let base: Base

  public init(_ base: Base) {
    self.base = base
  }

  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
  where Base: AnyObject {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// Types with an `.rx` namespace.
public protocol ReactiveCompatible {
  associatedtype ReactiveBase

  static var rx: Reactive<ReactiveBase>.Type { get set }
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // swiftlint:disable:next unused_setter_value
    set {}
  }

  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // swiftlint:disable:next unused_setter_value
    set {}
  }
}

/// Every NSObject has `.rx`, as in RxSwift (NotificationCenter among them).
extension NSObject: ReactiveCompatible {}
