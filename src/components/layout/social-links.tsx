import type { ComponentType, SVGProps } from 'react';
import { association } from '#src/config/association';
import { FacebookIcon, InstagramIcon, MailIcon } from './icons';

interface SocialLink {
  readonly name: string;
  readonly href: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const socialLinks: readonly SocialLink[] = [
  { name: 'Instagram', href: association.social.instagram, Icon: InstagramIcon },
  { name: 'Facebook', href: association.social.facebook, Icon: FacebookIcon },
  { name: 'E-mail', href: association.social.email, Icon: MailIcon },
];

export function SocialLinks({ className = '' }: { readonly className?: string }) {
  return (
    <ul className={`social-links ${className}`.trim()}>
      {socialLinks.map(({ name, href, Icon }) => {
        const isExternal = href.startsWith('http');
        return (
          <li key={name}>
            <a
              href={href}
              className="social-links__link"
              aria-label={name}
              title={name}
              {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
