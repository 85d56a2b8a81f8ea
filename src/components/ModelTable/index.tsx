import type {ReactNode} from 'react';
import {vendorEntries} from '@site/data/catalogue';
import {WithModelEntries} from '../ModelData';
import {vendorPage, VendorModelTable} from './VendorModelTable';

/**
 * A Models page's id table, drawn from data/models.json so the page, the catalogue and the
 * announcements cannot disagree. One row per id; "—" where no source gives a value. The page
 * carries only its vendor's entries (see ../ModelData).
 */
export default function ModelTable({vendor}: {vendor: string}): ReactNode {
  vendorPage(vendor); // a misspelt vendor fails the build here
  return (
    <WithModelEntries scope={`vendor:${vendor}`} select={(entries) => vendorEntries(vendor, entries)}>
      {(entries) => <VendorModelTable vendor={vendor} entries={entries} />}
    </WithModelEntries>
  );
}
