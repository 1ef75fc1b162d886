import RxSwift
import UIKit

@MainActor
extension Reactive where Base: UIControl {
  /// The control's `controlEvents` as a sequence: each subscription adds a `UIAction`
  /// for them and removes it when disposed. Completes at once if the control is gone.
  public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
    let source = Observable<Void>.create { [weak control = base] observer in
      guard let control else {
        observer.onCompleted()
        return Disposables.create()
      }
      let action = UIAction { _ in observer.onNext(()) }
      control.addAction(action, for: controlEvents)
      return Disposables.create { [weak control] in
        control?.removeAction(action, for: controlEvents)
      }
    }
    return ControlEvent(events: source)
  }

  /// A property read with `getter` when subscribed and after each of `editingEvents`,
  /// and written with `setter` by bindings.
  public func controlProperty<T>(
    editingEvents: UIControl.Event, getter: @escaping (Base) -> T, setter: @escaping (Base, T) -> Void
  ) -> ControlProperty<T> {
    let source = Observable<T>.create { [weak control = base] observer in
      guard let control else {
        observer.onCompleted()
        return Disposables.create()
      }
      observer.onNext(getter(control))
      let action = UIAction { [weak control] _ in
        if let control { observer.onNext(getter(control)) }
      }
      control.addAction(action, for: editingEvents)
      return Disposables.create { [weak control] in
        control?.removeAction(action, for: editingEvents)
      }
    }
    return ControlProperty(values: source, valueSink: Binder(base, binding: setter))
  }
}
