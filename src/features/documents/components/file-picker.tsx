import { forwardRef, type ChangeEvent } from 'react'
import { cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { fileInput, fileLabel } from './document-styles'

/** A file input reached through its label, which looks like a button and shows the focus. */
export const FilePicker = forwardRef<
  HTMLInputElement,
  {
    id: string
    label: string
    accept: string
    capture?: 'environment'
    solid: boolean
    describedBy: string
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
  }
>(function FilePicker(props, ref) {
  return (
    <>
      <input
        ref={ref}
        id={props.id}
        type="file"
        accept={props.accept}
        capture={props.capture}
        className={fileInput}
        aria-describedby={props.describedBy}
        onChange={props.onChange}
      />
      <label
        htmlFor={props.id}
        className={cx(
          props.solid
            ? button({ variant: 'solid', size: 'sm' })
            : button({ variant: 'outline', size: 'sm' }),
          fileLabel,
        )}
      >
        {props.label}
      </label>
    </>
  )
})
